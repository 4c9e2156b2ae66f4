// Loaded with `node --import` into a server that a script or a test worker starts (scripts/start-site.ts):
// the server exits when the process that started it is gone, even killed, so no run leaves a server
// holding its port and answering the next run with an old build.
if (process.connected) process.on('disconnect', () => process.exit(0));

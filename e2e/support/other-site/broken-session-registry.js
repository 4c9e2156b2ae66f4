// A host script that, before the widgets load, puts its own object where the tags of a page keep their
// shared session: they must ignore it, each running its own session, and still work.
window[Symbol.for('fg-portal.page-session.v1')] = {};

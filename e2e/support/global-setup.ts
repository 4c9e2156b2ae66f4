import { buildIfStale } from '../../scripts/build-stamp';

/** Every e2e run, of the whole suite or of one file, tests a build of the sources as they are now. */
export default function globalSetup(): void {
  buildIfStale();
}

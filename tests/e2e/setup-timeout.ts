/**
 * The browser tests' timeout: full page loads take longer than Jest's 5 s default on 2 cores. Set
 * before each test file runs (the e2e project's setupFilesAfterEnv), so a file's own longer
 * jest.setTimeout, for a longer walk, still wins; a helper the file calls must not set it (one did,
 * and lowered booking-manage's 90 s to 30 s).
 */
jest.setTimeout(30_000);

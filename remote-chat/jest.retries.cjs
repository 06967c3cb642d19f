/* global jest */
// These tests talk to a real socket.io server in-process with real timers.
// On a CI machine whose cores are shared, a slow moment can miss a wait: a
// failing test is run again (and its first failure logged) before it counts.
if (process.env.CI) jest.retryTimes(2, { logErrorsBeforeRetry: true });

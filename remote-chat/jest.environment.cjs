// jsdom has no fetch. The widget's REST calls go through Node's fetch to a
// real loopback chat server in the tests, as a browser's would; its timeout
// signal must be Node's own AbortSignal, which Node's fetch accepts.
const { TestEnvironment } = require('jest-environment-jsdom');

class ChatTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = ChatTestEnvironment;

// Static assets resolve to their file name in tests, as webpack gives a URL.
module.exports = 'test-file-stub';

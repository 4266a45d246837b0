// Loaded into the server by the soak (node --expose-gc --import): SIGUSR2 runs a full garbage
// collection, so the soak's memory readings show what the server holds, not garbage that V8
// has not yet chosen to collect.
process.on('SIGUSR2', () => globalThis.gc?.());

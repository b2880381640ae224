/* Entry point: configuration problems end the process with a plain message instead of a stack trace. */
try {
  const { startServer } = await import('./server');
  await startServer();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`HCP Portal could not start: ${message}\n`);
  process.exit(1);
}

export {};

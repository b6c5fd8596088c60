/** Where one e2e run keeps its files; E2E_PORT lets several suites run side by side. */
export function e2eRun(port: number = Number(process.env.E2E_PORT ?? 4399)) {
  const dir = port === 4399 ? '.build/e2e' : `.build/e2e-${port}`;
  return {
    port,
    dir,
    /** The web server's DATA_DIR: its PGlite database (`pglite/`) and mail outbox (`mail/`). */
    dataDir: `${dir}-data`,
    distDir: `${dir}-dist`,
    resultsDir: `${dir}-results`,
    /** Everything the web server wrote to stdout and stderr during the run. */
    serverLog: `${dir}-server.log`,
  };
}

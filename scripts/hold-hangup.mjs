// `npm start` runs the server in its own process (scripts/start.mjs imports it), so a SIGHUP sent
// to that process reaches the server's own handler (reloadOnSignal) with nothing in between.
// Before the server has installed it (during a build, or while the server starts) node's default
// would end the process: this handler keeps it alive instead; the server reads the tree as it starts.
/** Installs the stand-in; it stays silent once another SIGHUP listener (the server's) is there. */
export function holdHangupUntilServer(proc = process, log = console.log) {
  const onHangup = () => {
    if (proc.listenerCount('SIGHUP') === 1) log('npm start: SIGHUP before the server is up; it reads the config tree as it starts.');
  };
  proc.on('SIGHUP', onHangup);
  return () => proc.off('SIGHUP', onHangup);
}

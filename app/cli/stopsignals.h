#pragma once

namespace mazestudy::cli {

// The signals that stop a study or a merge: Ctrl-C (SIGINT), SIGTERM, a
// closed terminal (SIGHUP) and Ctrl-\ (SIGQUIT). Each is caught while files
// are being written, so that none is left half-written or as a temporary.
void catchStopSignals(void (*handler)(int));
// Their default actions again, once the files are in place.
void restoreStopSignals();
// How `signal` stopped the work, for the message: "interrupted", "terminated".
const char *stoppedBy(int signal);

} // namespace mazestudy::cli

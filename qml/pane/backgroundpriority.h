#pragma once

// Lowers the calling thread below the GUI and render threads, so that work in
// the background (a pane's worker, a study's pool) takes all the time the
// window leaves and no more. On Linux the nice value is per thread and a
// thread inherits it from the one that starts it, so lowering the thread that
// starts a pool lowers the whole pool; QThread::setPriority does nothing under
// Linux's default scheduling policy, so it serves only other systems.
void lowerThisThreadsPriority();

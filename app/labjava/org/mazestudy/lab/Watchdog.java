package org.mazestudy.lab;

import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;

// Holds each run to its time limit. Past it, the student's thread may be
// anywhere, even in a loop that catches everything thrown at it, so the
// watchdog answers for it with the recording so far and ends the JVM; the app
// starts a fresh one. Started before any student code runs, with the runner's
// rights.
final class Watchdog {
    // Freed before answering: the run may have left the heap full, and the
    // answer needs a little of it.
    private static final int RESERVE_BYTES = 4 << 20;

    private final OutputStream out;
    private byte[] reserve = new byte[RESERVE_BYTES];
    private StudentRun watched;
    private long deadline;
    private StudentRun late;

    Watchdog(OutputStream out) {
        this.out = out;
        Thread thread = new Thread(this::watch, "mazestudy-lab-watchdog");
        thread.setDaemon(true);
        thread.start();
    }

    synchronized void watch(StudentRun run, int milliseconds) {
        watched = run;
        deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(milliseconds);
        notifyAll();
    }

    // Returns once the run's answer is the caller's to give; never when the
    // time ran out first, as the watchdog then answers and ends the JVM.
    synchronized void release(StudentRun run) throws InterruptedException {
        while (late == run)
            wait();
        watched = null;
    }

    private void watch() {
        StudentRun run;
        synchronized (this) {
            try {
                while (watched == null || System.nanoTime() - deadline < 0) {
                    if (watched == null)
                        wait();
                    else
                        TimeUnit.NANOSECONDS.timedWait(this, deadline - System.nanoTime());
                }
            } catch (InterruptedException e) {
                return;
            }
            run = late = watched;
            reserve = null;
        }
        // Whatever goes wrong here, the JVM ends: the app then starts another.
        try {
            run.answerLate(out);
        } catch (IOException | RuntimeException | Error e) {
            System.err.println("mazestudy-lab: the recording could not be written: " + e);
        } finally {
            Runtime.getRuntime().halt(1);
        }
    }
}

package org.mazestudy.lab;

// Ends a run for a reason of the lab's (too many moves, a heap too full for
// more, System.exit, a maze of the wrong size): once thrown, every later hook throws it again, and the run
// reports it even if the student's code caught it and returned.
final class LabStop extends Error {
    private static final long serialVersionUID = 1L;

    private final boolean heapFull;

    LabStop(String problem, boolean heapFull) {
        super(problem);
        this.heapFull = heapFull;
    }

    // Whether the heap was full: the JVM is then not used again.
    boolean heapFull() {
        return heapFull;
    }
}

package org.mazestudy.lab;

import java.util.Arrays;

// What the student's solve() or trace() did, where the app asks for them
// (lab check): the units where it drew the dot, in order, and why it stopped
// if it did not return.
final class Walk {
    static final int SOLVE = 0;
    static final int TRACE = 1;

    private int[] dots = new int[256];
    private int count;
    // The student's class overrides the stand-in's empty method.
    boolean overridden;
    // It was called: digout ended without a problem.
    boolean ran;
    Throwable failure;
    Problem problem;

    // Units as row and column, two ints each.
    void add(int y, int x) {
        if (2 * count + 2 > dots.length)
            dots = Arrays.copyOf(dots, 2 * dots.length);
        dots[2 * count] = y;
        dots[2 * count + 1] = x;
        ++count;
    }

    int count() {
        return count;
    }

    int row(int index) {
        return dots[2 * index];
    }

    int col(int index) {
        return dots[2 * index + 1];
    }

    // The walks of a run that did not start: none ran.
    static Walk[] none() {
        return new Walk[] {new Walk(), new Walk()};
    }
}

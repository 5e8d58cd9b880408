package org.mazestudy.lab;

// A problem found before any run (the code does not compile, has no class to
// run): every run is answered with it.
final class ProblemFound extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Problem problem;

    ProblemFound(Problem problem) {
        super(problem.text());
        this.problem = problem;
    }

    Problem problem() {
        return problem;
    }
}

package org.mazestudy.lab;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.security.AccessControlException;

// One run: the student's class made afresh, on a thread of its own, as
// mazedfs's main makes it; its constructor digs the maze.
final class StudentRun {
    // A recursive digout of a 401 x 401 maze nests some 40 000 calls, and
    // Java's frames are larger than they look.
    private static final long STACK_BYTES = 1L << 29;
    // How far down a timed-out run's stack its line is looked for.
    private static final int LATE_FRAMES = 256;
    private static final ThreadGroup GROUP = new ThreadGroup("mazestudy-lab");

    private final StudentProgram program;
    private final RunSpec spec;
    private final LabRecorder recorder;
    private Thread thread;
    private Problem problem;
    private boolean heapExhausted;

    StudentRun(StudentProgram program, RunSpec spec) {
        this.program = program;
        this.spec = spec;
        this.recorder = new LabRecorder(spec);
    }

    LabRecording run(Watchdog watchdog) throws InterruptedException {
        LabHooks.begin(recorder);
        thread = new Thread(GROUP, this::construct, "mazestudy-lab-run", STACK_BYTES);
        watchdog.watch(this, spec.timeLimitMs());
        try {
            thread.start();
            thread.join();
        } catch (OutOfMemoryError refused) {
            // The stack is private writable memory: a limit on the JVM's data
            // (RLIMIT_DATA) below it refuses the thread.
            problem = new Problem(ProblemText.noThread(STACK_BYTES, refused), 0);
        }
        watchdog.release(this);
        return recorder.recording(problem);
    }

    // solve's and trace's, once run() has returned.
    Walk[] walks() {
        return recorder.walks();
    }

    // Java's heap may be left fragmented or short after an OutOfMemoryError:
    // the next run gets a fresh JVM.
    boolean exhaustedHeap() {
        return heapExhausted;
    }

    // For the watchdog once the time is up: writes the recording so far and
    // ends the JVM, holding the recorder's lock so that no move comes after.
    // The line comes from the top of the run's stack only: the whole of a
    // recursion without end (Thread.getStackTrace) can take gigabytes.
    void answerLate(OutputStream out) throws IOException {
        StackTraceElement[] top = {};
        try {
            ThreadInfo stuck = ManagementFactory.getThreadMXBean().getThreadInfo(thread.getId(), LATE_FRAMES);
            if (stuck != null)
                top = stuck.getStackTrace();
        } catch (RuntimeException | Error lineless) {
            // The answer goes without the line.
        }
        Problem late = program.locate(ProblemText.timeLimit(spec.timeLimitMs()), top);
        synchronized (recorder) {
            // Out of time in solve or trace: digout's recording is whole.
            Walk walking = recorder.walking();
            LabRecording recording = recorder.recording(walking == null ? late : problem);
            LabWire.writeRecording(out, recording);
            if (spec.games()) {
                if (walking != null)
                    walking.problem = late;
                LabWire.writeWalks(out, true, recorder.walks(), recording);
            }
            out.flush();
            Runtime.getRuntime().halt(0);
        }
    }

    private void construct() {
        Throwable failure = null;
        try {
            StudentLoader loader = new StudentLoader(program);
            recorder.readMazeOf(loader.loadClass(StudentProgram.STAND_IN));
            Class<?> type = Class.forName(program.mainClass(), true, loader);
            Constructor<?> constructor = program.takesSize()
                ? type.getDeclaredConstructor(int.class, int.class, int.class)
                : type.getDeclaredConstructor();
            constructor.setAccessible(true);
            Walk[] walks = recorder.walks();
            walks[Walk.SOLVE].overridden = type.getMethod("solve").getDeclaringClass() != recorder.standIn();
            walks[Walk.TRACE].overridden = type.getMethod("trace").getDeclaringClass() != recorder.standIn();
            if (program.takesSize())
                constructor.newInstance(LabHooks.BLOCK_SIZE, spec.rows(), spec.cols());
            else
                constructor.newInstance();
        } catch (InvocationTargetException thrown) {
            failure = thrown.getCause();
        } catch (ExceptionInInitializerError thrown) {
            failure = thrown.getCause() == null ? thrown : thrown.getCause();
        } catch (Throwable thrown) {
            failure = thrown;
        }
        problem = describe(failure);
        for (Walk walk : recorder.walks()) {
            if (walk.failure != null)
                walk.problem = describeWalk(walk.failure);
            heapExhausted |= walk.failure instanceof OutOfMemoryError;
        }
    }

    private Problem describeWalk(Throwable failure) {
        try {
            // digout's depth says nothing of a walk's recursion.
            String text = failure instanceof LabStop ? failure.getMessage()
                : failure instanceof StackOverflowError ? ProblemText.tooDeep(0, 0)
                : text(failure);
            return program.locate(text, failure.getStackTrace());
        } catch (RuntimeException | Error unsaid) {
            return new Problem(failure.getClass().getName(), 0);
        }
    }

    // On the run's own thread, within its time limit: a student's exception
    // may run code of its own (getMessage) to say what it is.
    private Problem describe(Throwable failure) {
        LabStop stop = recorder.stop();
        if (stop != null) {
            heapExhausted = stop.heapFull();
            return program.locate(stop.getMessage(), stop.getStackTrace());
        }
        if (failure == null)
            return null;
        heapExhausted = failure instanceof OutOfMemoryError;
        try {
            return program.locate(text(failure), failure.getStackTrace());
        } catch (RuntimeException | Error unsaid) {
            return new Problem(failure.getClass().getName(), 0);
        }
    }

    @SuppressWarnings("removal")
    private String text(Throwable failure) {
        if (failure instanceof StackOverflowError)
            return ProblemText.tooDeep(recorder.deepest(), (long) spec.rows() * spec.cols());
        if (failure instanceof OutOfMemoryError)
            return ProblemText.outOfMemory();
        if (failure instanceof AccessControlException refused)
            return ProblemText.sandboxed(refused);
        return ProblemText.thrown(failure);
    }
}

package org.mazestudy.lab;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

// The Java lab's runner: reads the student's files and then runs from stdin
// (LabWire), compiles the files once, and answers each run with a recording
// on stdout, in one JVM until stdin ends. A run that used up the heap or its
// time ends the JVM after its recording: the app starts a fresh one.
// Exit status 2: the request was not understood.
public final class LabMain {
    private static final int BAD_REQUEST = 2;
    private static final String UNSANDBOXED = "this Java (" + Runtime.version().feature() + ") runs no code without "
        + "the security manager's sandbox, which the lab needs: run it with Java 17 to 23 and "
        + "-Djava.security.manager=allow";

    private LabMain() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        InputStream requests = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        OutputStream recordings = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        // stdin and stdout carry the lab's bytes alone: the student's
        // System.in is empty, and its System.out goes to stderr.
        System.setIn(InputStream.nullInputStream());
        System.setOut(System.err);
        Thread java2d = new Thread(LabHooks::prepareCanvas, "mazestudy-lab-java2d");
        java2d.start();
        try {
            StudentProgram program = StudentProgram.build(LabWire.readFiles(requests));
            java2d.join();
            Problem everyRun = LabSecurityManager.install() ? program.problem() : new Problem(UNSANDBOXED, 0);
            Watchdog watchdog = new Watchdog(recordings);
            for (RunSpec spec; (spec = LabWire.readRun(requests)) != null;) {
                StudentRun run = everyRun == null ? new StudentRun(program, spec) : null;
                LabRecording recording = run == null ? LabRecording.failed(everyRun, spec) : run.run(watchdog);
                LabWire.writeRecording(recordings, recording);
                if (spec.games())
                    LabWire.writeWalks(recordings, program.compiled(), run == null ? Walk.none() : run.walks(), recording);
                recordings.flush();
                if (run != null && run.exhaustedHeap())
                    Runtime.getRuntime().halt(0);
            }
        } catch (IOException notUnderstood) {
            System.err.println("mazestudy-lab: " + notUnderstood.getMessage());
            System.exit(BAD_REQUEST);
        }
    }
}

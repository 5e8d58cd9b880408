package org.mazestudy.lab;

import java.awt.Color;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

// What the student's code reaches of the lab: the stand-in mazedfs calls these,
// and the instrumented student classes call them in place of digout's entry and
// exits, Math.random(), System.exit and the like (StudentMethodRewriter). Public
// because the student's classes live in a class loader of their own, so the
// student can call them too: each checks what it is given, as the JavaScript
// lab's recorder does, and none reaches more than the run's recording.
public final class LabHooks {
    // The block size the superclass's main passes when given none.
    static final int BLOCK_SIZE = 24;

    // One small image for every run's Graphics: drawing on it costs nothing.
    private static BufferedImage canvas;
    private static LabRecorder recorder;

    private LabHooks() {
    }

    // Draws on the canvas once, so that Java2D and its fonts are loaded with
    // the runner's rights before any student code runs (LabMain does it
    // beside javac: it takes a fifth of a second).
    static void prepareCanvas() {
        BufferedImage image = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics g = image.createGraphics();
        g.setColor(Color.green);
        g.fill3DRect(0, 0, 10, 10, true);
        g.fillOval(0, 0, 10, 10);
        canvas = image;
        try {
            g.drawString("0", 1, 1);
        } catch (RuntimeException | Error noFonts) {
            // A Java without fonts (a bare container) draws no text; the stand-in draws none.
        } finally {
            g.dispose();
        }
    }

    static void begin(LabRecorder run) {
        recorder = run;
    }

    // ---- for the stand-in mazedfs

    public static Graphics canvas() {
        return canvas.createGraphics();
    }

    public static int blockSize() {
        return BLOCK_SIZE;
    }

    public static int rows() {
        return recorder.rows();
    }

    public static int cols() {
        return recorder.cols();
    }

    public static void checkSize(int rows, int cols) {
        recorder.checkSize(rows, cols);
    }

    // Whose M is the maze when digout is done or stopped: the field is read
    // then, since a student may replace the array.
    public static void digging(Object maze) {
        recorder.digging(maze);
    }

    // solve() and trace() run where the app asks for them (lab check).
    public static boolean solving() {
        return recorder.games();
    }

    // Runs solve() (Walk.SOLVE) or trace() (Walk.TRACE), keeping what
    // stops it as the walk's own.
    public static void walk(int which, Runnable body) {
        if (which != Walk.SOLVE && which != Walk.TRACE)
            throw new IllegalArgumentException("walk(" + which + "): the lab's walks are solve and trace");
        recorder.startWalk(which);
        Throwable failure = null;
        try {
            body.run();
        } catch (Throwable thrown) {
            failure = thrown;
        }
        recorder.endWalk(failure);
    }

    public static void dot(int y, int x) {
        recorder.dot(y, x);
    }

    public static void draw(byte[][] maze, int y, int x) {
        recorder.draw(maze, y, x);
    }

    public static void pause(int milliseconds) {
        recorder.pause(milliseconds);
    }

    public static void message(String text) {
        if (text == null)
            throw new NullPointerException("drawMessage(null): give it a text to show");
        recorder.message(text);
    }

    // ---- for the instrumented student classes

    // Before each call of digout, drawblock, delay and drawMessage in the student's code: where it came from.
    public static void callFrom(int line) {
        recorder.callFrom(line);
    }

    // At digout's entry; false when the call is not recorded (outside the
    // maze, or after the first call returned), which leave() is told.
    public static boolean enter(int y, int x) {
        return recorder.enter(y, x);
    }

    // At each of digout's exits: returned, or left by an exception.
    public static void leave(boolean recorded, boolean returned) {
        recorder.leave(recorded, returned);
    }

    // Math.random() and StrictMath.random().
    public static double random() {
        return recorder.random();
    }

    static long nextLong() {
        return recorder.nextLong();
    }

    // Collections.shuffle(list).
    public static void shuffle(List<?> list) {
        Collections.shuffle(list, new LabRandom());
    }

    // ThreadLocalRandom.current(): it cannot be made to follow a seed.
    public static ThreadLocalRandom threadLocalRandom() {
        throw new UnsupportedOperationException("ThreadLocalRandom cannot follow the lab's seed: use Math.random() or "
            + "new Random(), which do, so that the same seed makes the same maze");
    }

    public static void systemExit(int status) {
        recorder.exited("System.exit", status);
    }

    public static void runtimeExit(Runtime runtime, int status) {
        recorder.exited("Runtime.exit", status);
    }

    public static void runtimeHalt(Runtime runtime, int status) {
        recorder.exited("Runtime.halt", status);
    }
}

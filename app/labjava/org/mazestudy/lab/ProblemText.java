package org.mazestudy.lab;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.AccessControlException;
import java.security.AccessController;
import java.security.Permission;
import java.security.PrivilegedAction;
import java.util.Locale;

// The Java lab's problems in words a student reads, as the JavaScript lab
// words its own (docs/lab.md), with "code" and "Java" for "script" and
// "JavaScript". StudentProgram.locate puts "line N: " before them.
final class ProblemText {
    // As cappedtext.h caps a thrown message: a student can throw a huge one.
    private static final int MAX_MESSAGE_CHARACTERS = 2000;
    private static final String RECURSION_LESSON = "This is the lab's own lesson: for big mazes, keep your own "
        + "stack of cells in an array instead of recursing.";

    private ProblemText() {
    }

    static String tooManyMoves(long maxEvents) {
        return "the code made more than " + maxEvents + " moves, far more than a maze of this size needs, and was "
            + "stopped: is it drawing in a loop that never ends?";
    }

    static String tooManyDots(long maxEvents) {
        return "the code drew more than " + maxEvents + " dots, far more than a walk through a maze of this size "
            + "needs, and was stopped: is it walking in a loop that never ends?";
    }

    static String timeLimit(int milliseconds) {
        return "the code ran for more than " + BigDecimal.valueOf(milliseconds, 3).stripTrailingZeros().toPlainString()
            + " s and was stopped: it loops without end or does more than the limit allows (the lab's time-limit "
            + "option)";
    }

    static String exited(String call, int status) {
        return "the code called " + call + "(" + status + "): a digout ends by returning";
    }

    static String wrongSize(int rows, int cols, int labRows, int labCols) {
        return "the constructor made a maze of " + rows + " x " + cols + " units, but the lab asked for " + labRows
            + " x " + labCols + ": pass its numbers on, as super(bh0, mh0, mw0)";
    }

    // With the runner's deep stack, only a recursion without end should
    // overflow it; more calls than the maze has units says which it was.
    static String tooDeep(int deepest, long units) {
        if (deepest <= 1)
            return "the calls went deeper than Java's stack allows here. " + RECURSION_LESSON;
        if (deepest > units)
            return endlessRecursion(deepest, units);
        return "digout went " + deepest + " calls deep, more than Java's stack allows here. " + RECURSION_LESSON;
    }

    // More calls open than the maze has units: each call cannot have a unit
    // of its own to dig, whatever the stack allows.
    static String endlessRecursion(int deepest, long units) {
        return "digout went " + deepest + " calls deep, more than the maze's " + units + " units: does each call "
            + "mark its unit (M[y][x] = 1) before it calls digout again?";
    }

    static String noThread(long stackBytes, OutOfMemoryError refused) {
        return "the lab could not start the thread the code runs on, with its stack of " + (stackBytes >> 20)
            + " MB: " + refused.getMessage();
    }

    static String outOfMemory() {
        return "the code used more memory than the Java heap allows (" + heapLimit()
            + ") and was stopped: keep fewer or smaller arrays";
    }

    @SuppressWarnings("removal")
    static String sandboxed(AccessControlException refused) {
        Permission permission = refused.getPermission();
        String what = permission == null ? String.valueOf(refused.getMessage())
            : (permission.getClass().getName() + " " + permission.getName() + " " + permission.getActions()).trim();
        return "the lab's code may not read files, open connections, start threads or exit (" + capped(what) + ")";
    }

    static String thrown(Throwable thrown) {
        String name = thrown.getClass().getSimpleName();
        String message = thrown.getMessage();
        return (name.isEmpty() ? thrown.getClass().getName() : name) + (message == null ? "" : ": " + capped(message));
    }

    // The first MAX_MESSAGE_CHARACTERS characters, and how many there were.
    static String capped(String text) {
        int characters = text.codePointCount(0, text.length());
        if (characters <= MAX_MESSAGE_CHARACTERS)
            return text;
        return text.substring(0, text.offsetByCodePoints(0, MAX_MESSAGE_CHARACTERS)) + "\u2026 (" + characters
            + " characters in all)";
    }

    // -Xmx as the JVM was given it, else the heap's size. Read from the
    // command line in /proc, as the Java lab runs on Linux with the app
    // (Java's own ways to list its options take tens of milliseconds to
    // start), with the runner's rights: the recorder may find the heap full
    // in a hook the student's code called.
    @SuppressWarnings("removal")
    private static String heapLimit() {
        String limit = AccessController.doPrivileged((PrivilegedAction<String>) () -> {
            String given = null;
            try {
                byte[] line = Files.readAllBytes(Path.of("/proc/self/cmdline"));
                for (String argument : new String(line, StandardCharsets.UTF_8).split("\0")) {
                    if (argument.startsWith("-Xmx"))
                        given = argument;
                }
            } catch (IOException | RuntimeException unread) {
                // The heap's size says it.
            }
            return given;
        });
        return limit != null ? limit
            : String.format(Locale.ROOT, "%.1f MB", Runtime.getRuntime().maxMemory() / (1024.0 * 1024.0));
    }
}

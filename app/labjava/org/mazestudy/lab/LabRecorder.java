package org.mazestudy.lab;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// One run's recording, as the JavaScript lab's LabRecorder makes it
// (qml/lab/engine/labrecorder.cpp): from the first call of digout to its
// return, each call, return, drawblock, drawMessage and delay is a move.
// The watchdog may take the recording from another thread when the time is
// up: it takes this object's lock, and every move is added under it.
final class LabRecorder {
    static final int CALL = 0;
    static final int RETURN = 1;
    static final int DRAW = 2;
    static final int MESSAGE = 3;
    static final int PAUSE = 4;
    static final int EVENT_BYTES = 13; // kind, row, col, value, as on the wire

    private static final int MAX_PAUSE_MS = 60000;
    private static final int MAX_MESSAGE_LENGTH = 200;
    private static final long MAX_MESSAGES_BYTES = 4 << 20;
    // What a message costs besides its text, as labwire.h counts it.
    private static final int MESSAGE_OVERHEAD_BYTES = 32;

    private final int rows;
    private final int cols;
    private final long maxEvents;
    private final Xoshiro256 rng;
    private final boolean games;
    private final Walk[] walks = Walk.none();
    private Walk walking;
    // The stop when the walk began: digout's, which the walk must not clear.
    private LabStop stopBeforeWalk;

    private byte[] events = new byte[EVENT_BYTES * 4096];
    private int eventCount;
    private final List<String> messages = new ArrayList<>();
    private long messagesBytes;
    private int depth;
    private int deepest;
    // The student's line the next move comes from (callFrom), and, where the
    // run records lines (its games: the window's), each move's line and the
    // line of each open call, which its return goes back to.
    private int nextLine;
    private int[] lines;
    private int[] callLines = new int[64];
    private boolean finished;
    private boolean overflowed;
    private LabStop stop;
    // The run's stand-in and its M, read as a field, never through the
    // student's code: the watchdog reads it too, and must not run what may hang.
    private Class<?> standIn;
    private Field mazeField;
    private Object maze;
    private byte[] finalUnits;

    LabRecorder(RunSpec spec) {
        rows = spec.rows();
        cols = spec.cols();
        maxEvents = spec.maxEvents();
        rng = new Xoshiro256(spec.seed());
        games = spec.games();
        lines = games ? new int[4096] : null;
    }

    boolean games() {
        return games;
    }

    Walk[] walks() {
        return walks;
    }

    // The walk under way, for the watchdog: null during digout.
    synchronized Walk walking() {
        return walking;
    }

    synchronized void startWalk(int which) {
        walking = walks[which];
        walking.ran = true;
        stopBeforeWalk = stop;
    }

    // A walk's failure is the walk's: a stop in it (System.exit, too many
    // dots) ends it, not the run, and the next walk still runs.
    synchronized void endWalk(Throwable failure) {
        walking.failure = failure;
        if (failure != null && failure == stop && stop != stopBeforeWalk)
            stop = null;
        walking = null;
    }

    // drawdot(y, x) in solve() or trace(): a dot off the maze is drawn
    // nowhere, as the original's is.
    synchronized void dot(int y, int x) {
        throwIfStopped();
        Walk walk = walking;
        if (walk == null || !inside(y, x))
            return;
        if (walk.count() >= maxEvents)
            throw stopWith(ProblemText.tooManyDots(maxEvents), false);
        walk.add(y, x);
    }

    int rows() {
        return rows;
    }

    int cols() {
        return cols;
    }

    int deepest() {
        return deepest;
    }

    LabStop stop() {
        return stop;
    }

    void checkSize(int mazeRows, int mazeCols) {
        throwIfStopped();
        if (mazeRows != rows || mazeCols != cols)
            throw stopWith(ProblemText.wrongSize(mazeRows, mazeCols, rows, cols), false);
    }

    // Before the student's code runs: with the student's code on the stack,
    // the field could not be made readable.
    void readMazeOf(Class<?> standIn) throws NoSuchFieldException {
        mazeField = standIn.getDeclaredField("M");
        mazeField.setAccessible(true);
        this.standIn = standIn;
    }

    Class<?> standIn() {
        return standIn;
    }

    void digging(Object maze) {
        if (!standIn.isInstance(maze))
            throw new IllegalArgumentException("digging(" + maze + "): the lab reads the maze of a mazedfs");
        this.maze = maze;
    }

    void callFrom(int line) {
        nextLine = line;
    }

    // enter and leave check for a stop inline: a call is where a deep
    // recursion's stack runs out, and leave must not half happen.
    synchronized boolean enter(int y, int x) {
        if (stop != null)
            throw stop;
        int line = nextLine;
        // A call outside the maze is no move (the wire has no place for it):
        // the original lab lets digout look before it leaps.
        if (finished || !inside(y, x)) {
            nextLine = 0;
            return false;
        }
        add(CALL, y, x, line);
        if (lines != null) {
            if (depth == callLines.length)
                callLines = Arrays.copyOf(callLines, 2 * depth);
            callLines[depth] = line;
        }
        deepest = Math.max(deepest, ++depth);
        return true;
    }

    synchronized void leave(boolean recorded, boolean returned) {
        // A stopped call does not return: the exception handler that follows
        // records it as left by the stop.
        if (stop != null && returned)
            throw stop;
        // Past the cap on moves the open calls stay open, as in the JavaScript lab.
        if (recorded && depth > 0 && !overflowed) {
            --depth;
            nextLine = callLineAt(depth);
            add(RETURN, 0, 0, returned ? 0 : 1);
            if (depth == 0) {
                finished = true;
                finalUnits = snapshot();
            }
        }
        if (stop != null)
            throw stop;
    }

    void draw(byte[][] maze, int y, int x) {
        throwIfStopped();
        // The original drawblock paints off the maze without complaint.
        if (recording() && inside(y, x) && maze != null && y < maze.length && maze[y] != null && x < maze[y].length)
            add(DRAW, y, x, maze[y][x] & 0xFF);
        else
            nextLine = 0;
    }

    void pause(int milliseconds) {
        throwIfStopped();
        if (recording())
            add(PAUSE, 0, 0, Math.max(0, Math.min(MAX_PAUSE_MS, milliseconds)));
        else
            nextLine = 0;
    }

    void message(String text) {
        throwIfStopped();
        if (!recording() || messagesBytes >= MAX_MESSAGES_BYTES) {
            nextLine = 0;
            return;
        }
        String shown = shown(text);
        // The text first: a move must never name a message that is not there.
        synchronized (this) {
            checkRoom();
            messages.add(shown);
            messagesBytes += shown.getBytes(StandardCharsets.UTF_8).length + MESSAGE_OVERHEAD_BYTES;
            record(MESSAGE, 0, 0, messages.size() - 1);
        }
    }

    double random() {
        throwIfStopped();
        return rng.nextDouble();
    }

    long nextLong() {
        throwIfStopped();
        return rng.next();
    }

    void exited(String call, int status) {
        throwIfStopped();
        throw stopWith(ProblemText.exited(call, status), false);
    }

    // The recording so far, for the problem that ended the run (null if none).
    // Calls still open end as left by an exception, as the JavaScript lab's
    // finally blocks end them, unless the cap on moves stopped the run.
    synchronized LabRecording recording(Problem problem) {
        while (depth > 0 && !overflowed && eventCount < maxEvents) {
            nextLine = callLineAt(depth - 1);
            if (!append(RETURN, 0, 0, 1))
                break;
            --depth;
        }
        byte[] units = finished ? finalUnits : snapshot();
        return new LabRecording(problem, units, messages, events, eventCount, lines);
    }

    private int callLineAt(int call) {
        return lines != null && call < callLines.length ? callLines[call] : 0;
    }

    private boolean recording() {
        return depth > 0 && !finished;
    }

    private boolean inside(int y, int x) {
        return y >= 0 && y < rows && x >= 0 && x < cols;
    }

    private void throwIfStopped() {
        if (stop != null)
            throw stop;
    }

    private LabStop stopWith(String problem, boolean heapFull) {
        if (stop == null)
            stop = new LabStop(problem, heapFull);
        return stop;
    }

    // Past the cap, or once the moves fill the heap, the run stops, as
    // labrecorder.cpp stops on bad_alloc: the calls still open then unwind
    // without a move, not each trying to grow the moves again.
    private synchronized void add(int kind, int row, int col, int value) {
        checkRoom();
        record(kind, row, col, value);
    }

    private void record(int kind, int row, int col, int value) {
        if (!append(kind, row, col, value)) {
            overflowed = true;
            throw stopWith(ProblemText.outOfMemory(), true);
        }
    }

    // A cap reached more calls deep than the maze has units is a recursion
    // without end, not a drawing loop: say which.
    private void checkRoom() {
        if (eventCount >= maxEvents) {
            overflowed = true;
            long units = (long) rows * cols;
            throw stopWith(depth > units ? ProblemText.endlessRecursion(deepest, units) : ProblemText.tooManyMoves(maxEvents),
                false);
        }
    }

    // False when the moves cannot grow: the heap is full. The count goes up
    // last, so that a stack overflow part-way leaves no half-written move.
    private boolean append(int kind, int row, int col, int value) {
        int at = eventCount * EVENT_BYTES;
        try {
            if (at + EVENT_BYTES > events.length)
                events = Arrays.copyOf(events, (int) Math.min(2L * events.length, maxEvents * EVENT_BYTES));
            if (lines != null && eventCount == lines.length)
                lines = Arrays.copyOf(lines, (int) Math.min(2L * lines.length, maxEvents));
        } catch (OutOfMemoryError full) {
            return false;
        }
        if (lines != null)
            lines[eventCount] = nextLine;
        nextLine = 0;
        events[at] = (byte) kind;
        putInt(at + 1, row);
        putInt(at + 5, col);
        putInt(at + 9, value);
        ++eventCount;
        return true;
    }

    private void putInt(int at, int value) {
        events[at] = (byte) value;
        events[at + 1] = (byte) (value >>> 8);
        events[at + 2] = (byte) (value >>> 16);
        events[at + 3] = (byte) (value >>> 24);
    }

    // M as it is now, row-major; rows or units a student's M lacks are wall.
    private byte[] snapshot() {
        byte[] units = new byte[rows * cols];
        byte[][] m = maze == null ? null : readMaze();
        for (int y = 0; m != null && y < Math.min(rows, m.length); ++y) {
            if (m[y] != null)
                System.arraycopy(m[y], 0, units, y * cols, Math.min(cols, m[y].length));
        }
        return units;
    }

    private byte[][] readMaze() {
        try {
            return (byte[][]) mazeField.get(maze);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    // As labrecorder.cpp shows a message: cut at 200 UTF-16 units with an
    // ellipsis, then QString::simplified(); a surrogate cut in half becomes
    // U+FFFD, as Qt writes it in UTF-8.
    private static String shown(String text) {
        String cut = text.length() > MAX_MESSAGE_LENGTH ? text.substring(0, MAX_MESSAGE_LENGTH) + "\u2026" : text;
        StringBuilder out = new StringBuilder(cut.length());
        boolean space = false;
        for (int i = 0; i < cut.length(); ++i) {
            char c = cut.charAt(i);
            if (isQtSpace(c)) {
                space = out.length() > 0;
                continue;
            }
            if (space)
                out.append(' ');
            space = false;
            boolean paired = Character.isHighSurrogate(c)
                ? i + 1 < cut.length() && Character.isLowSurrogate(cut.charAt(i + 1))
                : !Character.isLowSurrogate(c) || (i > 0 && Character.isHighSurrogate(cut.charAt(i - 1)));
            out.append(paired ? c : '\uFFFD');
        }
        return out.toString();
    }

    // QChar::isSpace(): the Unicode separators, tab to carriage return, and NEL.
    private static boolean isQtSpace(char c) {
        return (c >= '\t' && c <= '\r') || c == '\u0085' || Character.isSpaceChar(c);
    }
}

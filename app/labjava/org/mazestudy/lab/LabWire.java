package org.mazestudy.lab;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

// What passes between MazeStudy and the runner, little-endian.
//
// Request, on stdin: "MazeStudy java lab request 2\n", u32 file count (1 to
// 64), then each file: u32 name length, the name (UTF-8, a bare file name
// ending in .java), u32 content length (1 MiB at most, 4 MiB in all), the
// source (UTF-8). Then runs until the end: u32 rows, u32 cols, u64 seed, u32
// time limit in ms, u64 most moves, u32 flags (1: run solve and trace too).
//
// Recording, on stdout, one a run: byte for byte what labwire.cpp's
// writeRecording writes and its readRecording reads; after it, for a run
// with flag 1, the walks (writeWalks; labwire.cpp's readWalks).
final class LabWire {
    private static final byte[] REQUEST_MAGIC = "MazeStudy java lab request 2\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RECORDING_MAGIC = "MazeStudy lab recording 1\n".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RECORDING_END = "end\n".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_FILES = 64;
    private static final int MAX_NAME_BYTES = 255;
    private static final int MAX_FILE_BYTES = 1 << 20;
    private static final int MAX_SOURCE_BYTES = 4 << 20;
    private static final int MAX_SIDE = 1 << 20; // as labwire.cpp
    private static final int MAX_PROBLEM_BYTES = 64 << 10;
    private static final byte[] WALKS_MAGIC = "MazeStudy lab walks 2\n".getBytes(StandardCharsets.US_ASCII);
    private static final int RUN_BYTES = 4 + 4 + 8 + 4 + 8 + 4;
    // The run's flags: solve() and trace() run after digout.
    private static final long GAMES = 1;
    // The moves' bytes must fit one Java array.
    private static final long MAX_EVENTS = (Integer.MAX_VALUE - 8) / LabRecorder.EVENT_BYTES;

    private LabWire() {
    }

    // Throws IOException when the bytes are not such a request.
    static List<SourceFile> readFiles(InputStream in) throws IOException {
        if (!Arrays.equals(readExactly(in, REQUEST_MAGIC.length), REQUEST_MAGIC))
            throw new IOException("not a request of this version of the Java lab");
        long count = number(readExactly(in, 4), 0, 4);
        if (count < 1 || count > MAX_FILES)
            throw new IOException("a request of " + count + " files");
        List<SourceFile> files = new ArrayList<>();
        Set<String> names = new HashSet<>();
        long total = 0;
        for (long i = 0; i < count; ++i) {
            String name = utf8(readExactly(in, length(in, MAX_NAME_BYTES, "file name")));
            if (name.contains("/") || name.contains("\\") || !name.endsWith(".java") || name.equals(".java")
                || name.indexOf('\0') >= 0 || !names.add(name))
                throw new IOException("a request with a file named \"" + name + "\"");
            int size = length(in, MAX_FILE_BYTES, name);
            total += size;
            if (total > MAX_SOURCE_BYTES)
                throw new IOException("a request of more than " + MAX_SOURCE_BYTES + " bytes of source");
            files.add(new SourceFile(name, new String(readExactly(in, size), StandardCharsets.UTF_8)));
        }
        return files;
    }

    // The next run, or null at the end of the request.
    static RunSpec readRun(InputStream in) throws IOException {
        int first = in.read();
        if (first < 0)
            return null;
        byte[] run = new byte[RUN_BYTES];
        run[0] = (byte) first;
        readFully(in, run, 1);
        long rows = number(run, 0, 4);
        long cols = number(run, 4, 4);
        long seed = number(run, 8, 8);
        long timeLimitMs = number(run, 16, 4);
        long maxEvents = number(run, 20, 8);
        long flags = number(run, 28, 4);
        if (rows < 1 || rows > MAX_SIDE || cols < 1 || cols > MAX_SIDE || rows * cols > Integer.MAX_VALUE - 8
            || timeLimitMs < 1 || timeLimitMs > Integer.MAX_VALUE)
            throw new IOException("a run of " + rows + " x " + cols + " units and " + timeLimitMs + " ms");
        // Far past what any recording may hold: the cap the array allows.
        long events = maxEvents < 0 ? MAX_EVENTS : Math.min(maxEvents, MAX_EVENTS);
        return new RunSpec((int) rows, (int) cols, seed, (int) timeLimitMs, events, (flags & GAMES) != 0);
    }

    static void writeRecording(OutputStream out, LabRecording recording) throws IOException {
        Problem problem = recording.problem();
        out.write(RECORDING_MAGIC);
        putNumber(out, problem == null ? 0 : problem.line(), 4);
        putText(out, problemBytes(problem == null ? "" : problem.text()));
        putNumber(out, recording.units().length, 4);
        out.write(recording.units());
        putNumber(out, recording.messages().size(), 4);
        for (String message : recording.messages())
            putText(out, message.getBytes(StandardCharsets.UTF_8));
        putNumber(out, recording.eventCount(), 8);
        out.write(recording.events(), 0, recording.eventCount() * LabRecorder.EVENT_BYTES);
        out.write(RECORDING_END);
    }

    // After a run's recording, where the run asked for its games: whether
    // the files compiled, then solve's and trace's walks, each whether the
    // student wrote it and it ran, its problem, and its dots; then the
    // recording's line of each move.
    static void writeWalks(OutputStream out, boolean compiled, Walk[] walks, LabRecording recording)
        throws IOException {
        out.write(WALKS_MAGIC);
        out.write(compiled ? 1 : 0);
        for (Walk walk : walks) {
            out.write(walk.overridden ? 1 : 0);
            out.write(walk.ran ? 1 : 0);
            putNumber(out, walk.problem == null ? 0 : walk.problem.line(), 4);
            putText(out, problemBytes(walk.problem == null ? "" : walk.problem.text()));
            putNumber(out, walk.count(), 4);
            for (int i = 0; i < walk.count(); ++i) {
                putNumber(out, walk.row(i), 4);
                putNumber(out, walk.col(i), 4);
            }
        }
        int lines = recording.lines() == null ? 0 : recording.eventCount();
        putNumber(out, lines, 8);
        for (int i = 0; i < lines; ++i)
            putNumber(out, recording.lines()[i], 4);
        out.write(RECORDING_END);
    }

    // At most MAX_PROBLEM_BYTES, cut before a character, not inside one.
    private static byte[] problemBytes(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= MAX_PROBLEM_BYTES)
            return bytes;
        int cut = MAX_PROBLEM_BYTES;
        while (cut > 0 && (bytes[cut] & 0xC0) == 0x80)
            --cut;
        return Arrays.copyOf(bytes, cut);
    }

    private static void putText(OutputStream out, byte[] text) throws IOException {
        putNumber(out, text.length, 4);
        out.write(text);
    }

    private static void putNumber(OutputStream out, long value, int bytes) throws IOException {
        for (int i = 0; i < bytes; ++i)
            out.write((int) (value >>> (8 * i)));
    }

    private static long number(byte[] in, int at, int bytes) {
        long value = 0;
        for (int i = 0; i < bytes; ++i)
            value |= (in[at + i] & 0xFFL) << (8 * i);
        return value;
    }

    private static int length(InputStream in, int cap, String what) throws IOException {
        long length = number(readExactly(in, 4), 0, 4);
        if (length > cap)
            throw new IOException("a " + what + " of " + length + " bytes");
        return (int) length;
    }

    private static String utf8(byte[] bytes) throws IOException {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("a file name that is not UTF-8");
        }
    }

    private static byte[] readExactly(InputStream in, int size) throws IOException {
        byte[] bytes = new byte[size];
        readFully(in, bytes, 0);
        return bytes;
    }

    private static void readFully(InputStream in, byte[] into, int from) throws IOException {
        for (int at = from; at < into.length;) {
            int got = in.read(into, at, into.length - at);
            if (got < 0)
                throw new EOFException("a request that ends early");
            at += got;
        }
    }
}

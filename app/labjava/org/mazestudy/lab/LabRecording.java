package org.mazestudy.lab;

import java.util.List;

// What one run did, as the wire carries it (LabWire.writeRecording).
// `events` holds `eventCount` moves of LabRecorder.EVENT_BYTES each; `lines`
// the student's line of each, where the run records them (null otherwise).
record LabRecording(Problem problem, byte[] units, List<String> messages, byte[] events, int eventCount, int[] lines) {
    // A run that did not start: the maze all wall, no moves.
    static LabRecording failed(Problem problem, RunSpec spec) {
        return new LabRecording(problem, new byte[spec.rows() * spec.cols()], List.of(), new byte[0], 0, null);
    }
}

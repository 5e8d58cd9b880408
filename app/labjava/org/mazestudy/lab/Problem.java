package org.mazestudy.lab;

// Why a run stopped, in words a student reads, and the line of the student's
// file to underline (0 for none).
record Problem(String text, int line) {
}

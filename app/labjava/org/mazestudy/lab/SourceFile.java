package org.mazestudy.lab;

// One of the student's .java files, as the request brought it.
record SourceFile(String name, String text) {
}

package org.mazestudy.lab;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;

import javax.tools.SimpleJavaFileObject;

// A class file in memory: one javac writes, or the stand-in mazedfs it reads.
final class ClassBytes extends SimpleJavaFileObject {
    private final String sourceName;
    private byte[] bytes;

    ClassBytes(String binaryName, String sourceName, byte[] bytes) {
        super(URI.create("mem:///" + binaryName.replace('.', '/') + ".class"), Kind.CLASS);
        this.sourceName = sourceName;
        this.bytes = bytes;
    }

    // The student's file the class was compiled from.
    String sourceName() {
        return sourceName;
    }

    byte[] bytes() {
        return bytes;
    }

    @Override
    public InputStream openInputStream() {
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public OutputStream openOutputStream() {
        return new ByteArrayOutputStream() {
            @Override
            public void close() {
                bytes = toByteArray();
            }
        };
    }
}

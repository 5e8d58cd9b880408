package org.mazestudy.lab;

import java.net.URI;
import java.net.URISyntaxException;

import javax.tools.SimpleJavaFileObject;

// A student's source file for javac, from memory.
final class SourceText extends SimpleJavaFileObject {
    private final SourceFile file;

    SourceText(SourceFile file) {
        super(uriOf(file.name()), Kind.SOURCE);
        this.file = file;
    }

    String fileName() {
        return file.name();
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return file.text();
    }

    private static URI uriOf(String name) {
        try {
            return new URI("mem", null, "/" + name, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(name, e);
        }
    }
}

package org.mazestudy.lab;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.JavaFileObject.Kind;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;

// javac's files in memory. The class path holds the stand-in mazedfs and
// nothing else, so that the student's code compiles against the JDK and
// mazedfs, never against the runner's own classes.
final class MemoryFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
    private final ClassBytes standIn;
    private final Map<String, ClassBytes> compiled = new LinkedHashMap<>();

    MemoryFileManager(StandardJavaFileManager standard, byte[] standInBytes) {
        super(standard);
        standIn = new ClassBytes("mazedfs", "mazedfs.java", standInBytes);
    }

    Map<String, ClassBytes> compiled() {
        return compiled;
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, Kind kind, FileObject sibling) {
        String source = sibling instanceof SourceText text ? text.fileName() : "";
        ClassBytes file = new ClassBytes(className, source, new byte[0]);
        compiled.put(className, file);
        return file;
    }

    @Override
    public Iterable<JavaFileObject> list(Location location, String packageName, Set<Kind> kinds, boolean recurse)
        throws IOException {
        if (location == StandardLocation.CLASS_PATH)
            return packageName.isEmpty() && kinds.contains(Kind.CLASS) ? List.of(standIn) : List.of();
        return super.list(location, packageName, kinds, recurse);
    }

    @Override
    public String inferBinaryName(Location location, JavaFileObject file) {
        return file == standIn ? "mazedfs" : super.inferBinaryName(location, file);
    }

    @Override
    public boolean isSameFile(FileObject a, FileObject b) {
        return a instanceof ClassBytes || b instanceof ClassBytes || a instanceof SourceText || b instanceof SourceText
            ? a == b
            : super.isSameFile(a, b);
    }
}

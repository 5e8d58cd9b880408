package org.mazestudy.lab;

import java.net.MalformedURLException;
import java.net.URL;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.security.Permissions;
import java.security.ProtectionDomain;
import java.util.Set;

// Defines the student's instrumented classes and the stand-in mazedfs afresh
// for each run, so that their static fields (mazedfs's bh and bw too) start
// as the code says every time, in a protection domain without any permission
// (LabPolicy grants the rest everything).
final class StudentLoader extends ClassLoader {
    static final ProtectionDomain DOMAIN = new ProtectionDomain(new CodeSource(codeBase(), (CodeSigner[]) null),
        new Permissions());
    // Of the runner's own classes, the student's see only what their
    // instrumented code calls.
    private static final Set<String> VISIBLE = Set.of(LabHooks.class.getName(), LabRandom.class.getName());

    private final StudentProgram program;

    StudentLoader(StudentProgram program) {
        super("mazestudy-lab-student", StudentLoader.class.getClassLoader());
        this.program = program;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                byte[] bytes = name.equals(StudentProgram.STAND_IN) ? program.standIn() : program.classBytes(name);
                if (bytes != null)
                    loaded = defineClass(name, bytes, 0, bytes.length, DOMAIN);
                else if (name.startsWith("org.mazestudy.") && !VISIBLE.contains(name))
                    throw new ClassNotFoundException(name);
                else
                    loaded = getParent().loadClass(name);
            }
            if (resolve)
                resolveClass(loaded);
            return loaded;
        }
    }

    private static URL codeBase() {
        try {
            return new URL("file:/mazestudy-lab/student/");
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }
}

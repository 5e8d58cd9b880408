package org.mazestudy.lab;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

// The student's files, compiled once in memory and instrumented, with the
// class the lab runs; or the problem that every run answers with.
final class StudentProgram {
    static final String STAND_IN = "mazedfs";
    private static final String EXPECTED_FILE = "studentcode.java";
    private static final String EXPECTED_CLASS = "studentcode";
    private static final String SIZE_CONSTRUCTOR = "(III)V";
    private static final int SHOWN_ERRORS = 5;
    // Line numbers for the problems; the release fixed so that the class
    // files stay of a version this ASM reads under a newer JDK.
    private static final List<String> JAVAC_OPTIONS = List.of("-g", "-proc:none", "-Xlint:none", "-Xmaxerrs",
        String.valueOf(SHOWN_ERRORS), "--release", "17");

    private final Map<String, byte[]> classes; // binary name -> instrumented class file
    private final byte[] standIn;
    private final String mainClass;
    private final String mainFile;
    private final boolean takesSize;
    private final Problem problem;

    private StudentProgram(Map<String, byte[]> classes, byte[] standIn, String mainClass, String mainFile,
        boolean takesSize, Problem problem) {
        this.classes = classes;
        this.standIn = standIn;
        this.mainClass = mainClass;
        this.mainFile = mainFile;
        this.takesSize = takesSize;
        this.problem = problem;
    }

    // The lab brings its own mazedfs.java: a student's copy of it, sent with
    // the rest of a folder, is left out.
    static StudentProgram build(List<SourceFile> sent) {
        List<SourceFile> files = sent.stream().filter(file -> !file.name().equals(STAND_IN + ".java")).toList();
        // The app sends the file the user named first.
        String mainFile = files.isEmpty() ? EXPECTED_FILE : files.get(0).name();
        try {
            if (files.isEmpty())
                throw found("there is no code but the lab's own mazedfs.java: the lab runs your " + EXPECTED_FILE);
            byte[] standIn = standInBytes();
            Map<String, ClassBytes> compiled = compile(files, mainFile, standIn);
            if (compiled.containsKey(STAND_IN))
                throw found("the code has a class mazedfs of its own: the lab brings its own mazedfs, so keep only "
                    + "your subclass of it");
            Map<String, ClassShape> shapes = new HashMap<>();
            for (ClassBytes file : compiled.values()) {
                ClassShape shape = ClassShape.of(file.bytes());
                shapes.put(shape.name(), shape);
            }
            ClassShape main = mainClass(shapes, mainFile.substring(0, mainFile.length() - ".java".length()));
            String name = main.name().replace('/', '.');
            checkDigout(main, shapes, name);
            boolean takesSize = main.constructors().contains(SIZE_CONSTRUCTOR);
            if (!takesSize && !main.constructors().contains("()V"))
                throw found(name + " has no constructor " + name + "(int bh0, int mh0, int mw0) and none without "
                    + "arguments: the lab makes it as mazedfs's main does, super(bh0, mh0, mw0)");
            return new StudentProgram(instrument(compiled, shapes), standIn, name, compiled.get(name).sourceName(),
                takesSize, null);
        } catch (ProblemFound found) {
            return new StudentProgram(Map.of(), new byte[0], "", mainFile, false, found.problem());
        }
    }

    Problem problem() {
        return problem;
    }

    // Compiled, and a subclass of mazedfs the lab can make and run.
    boolean compiled() {
        return problem == null;
    }

    String mainClass() {
        return mainClass;
    }

    // Whether the class is made with (block size, rows, columns), as
    // mazedfs's main makes it, or with no arguments.
    boolean takesSize() {
        return takesSize;
    }

    byte[] classBytes(String binaryName) {
        return classes.get(binaryName);
    }

    // The stand-in mazedfs the code compiled against, defined afresh with it.
    byte[] standIn() {
        return standIn;
    }

    // The problem at the innermost line of the student's that the trace
    // passes: "line N: " in the main file (the line the editor underlines),
    // "Other.java line N: " in another.
    Problem locate(String text, StackTraceElement[] trace) {
        for (StackTraceElement frame : trace) {
            int line = frame.getLineNumber();
            if (line <= 0 || !classes.containsKey(frame.getClassName()))
                continue;
            if (mainFile.equals(frame.getFileName()))
                return new Problem("line " + line + ": " + text, line);
            return new Problem(frame.getFileName() + " line " + line + ": " + text, 0);
        }
        return new Problem(text, 0);
    }

    private static ProblemFound found(String text) {
        return new ProblemFound(new Problem(text, 0));
    }

    private static Map<String, ClassBytes> compile(List<SourceFile> files, String mainFile, byte[] standIn)
        throws ProblemFound {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null)
            throw found("this Java has no compiler: the Java lab needs a JDK (javac), not only a Java runtime");
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<SourceText> sources = files.stream().map(SourceText::new).toList();
        try (MemoryFileManager manager = new MemoryFileManager(
                 javac.getStandardFileManager(diagnostics, Locale.ENGLISH, StandardCharsets.UTF_8), standIn)) {
            if (!javac.getTask(null, manager, diagnostics, JAVAC_OPTIONS, null, sources).call())
                throw new ProblemFound(compileProblem(diagnostics.getDiagnostics(), mainFile));
            return manager.compiled();
        } catch (IOException | RuntimeException | Error crashed) {
            throw found("the Java compiler stopped on the code: " + ProblemText.thrown(crashed));
        }
    }

    // The first errors, those in the main file first: "line N: message" there,
    // "Other.java line N: message" in another file.
    private static Problem compileProblem(List<Diagnostic<? extends JavaFileObject>> diagnostics, String mainFile) {
        List<Diagnostic<? extends JavaFileObject>> errors = diagnostics.stream()
            .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR)
            .sorted(Comparator.comparing(diagnostic -> !mainFile.equals(fileOf(diagnostic))))
            .limit(SHOWN_ERRORS)
            .toList();
        StringJoiner text = new StringJoiner("; ");
        int problemLine = 0;
        for (Diagnostic<? extends JavaFileObject> error : errors) {
            String file = fileOf(error);
            long line = error.getLineNumber();
            boolean inMain = mainFile.equals(file);
            String where = line == Diagnostic.NOPOS ? (file == null || inMain ? "" : file + ": ")
                : (inMain ? "" : file + " ") + "line " + line + ": ";
            if (text.length() == 0 && inMain && line > 0)
                problemLine = (int) line;
            text.add(where + ProblemText.capped(error.getMessage(Locale.ENGLISH).strip().replaceAll("\\s+", " ")));
        }
        return new Problem(errors.isEmpty() ? "the Java compiler refused the code without saying why" : text.toString(),
            problemLine);
    }

    private static String fileOf(Diagnostic<? extends JavaFileObject> diagnostic) {
        return diagnostic.getSource() instanceof SourceText source ? source.fileName() : null;
    }

    private static byte[] standInBytes() throws ProblemFound {
        try (InputStream in = StudentProgram.class.getResourceAsStream("/" + STAND_IN + ".class")) {
            if (in == null)
                throw found("the lab's mazedfs.class is not in its jar: reinstall MazeStudy");
            return in.readAllBytes();
        } catch (IOException e) {
            throw found("the lab's mazedfs.class could not be read: " + e.getMessage());
        }
    }

    // studentcode if it is a mazedfs; else the one class that is, and that no
    // other extends.
    // The named file's class, else studentcode, else the one subclass of mazedfs.
    private static ClassShape mainClass(Map<String, ClassShape> shapes, String named) throws ProblemFound {
        List<ClassShape> runnable = shapes.values().stream()
            .filter(shape -> !shape.isAbstract() && !shape.isInterface() && extendsStandIn(shape, shapes))
            .toList();
        for (String name : List.of(named, EXPECTED_CLASS)) {
            ClassShape expected = shapes.get(name);
            if (runnable.contains(expected))
                return expected;
        }
        List<ClassShape> leaves = runnable.stream()
            .filter(shape -> runnable.stream().noneMatch(other -> shape.name().equals(other.superName())))
            .toList();
        if (leaves.size() == 1)
            return leaves.get(0);
        if (leaves.isEmpty())
            throw found("the code has no class that extends mazedfs: the lab runs one, as public class "
                + EXPECTED_CLASS + " extends mazedfs");
        StringJoiner names = new StringJoiner(", ");
        leaves.stream().map(shape -> shape.name().replace('/', '.')).sorted().forEach(names::add);
        throw found("the code has " + leaves.size() + " classes that extend mazedfs (" + names + "), and the lab runs "
            + "one: name that one " + EXPECTED_CLASS);
    }

    private static boolean extendsStandIn(ClassShape shape, Map<String, ClassShape> shapes) {
        for (ClassShape at = shape; at != null; at = shapes.get(at.superName())) {
            if (STAND_IN.equals(at.superName()))
                return true;
        }
        return false;
    }

    private static void checkDigout(ClassShape main, Map<String, ClassShape> shapes, String name) throws ProblemFound {
        for (ClassShape at = main; at != null; at = shapes.get(at.superName())) {
            if (at.declaresDigout())
                return;
        }
        throw found(name + " has no method public void digout(int y, int x): the lab calls "
            + "digout(mheight - 2, mwidth - 2)");
    }

    private static Map<String, byte[]> instrument(Map<String, ClassBytes> compiled, Map<String, ClassShape> shapes)
        throws ProblemFound {
        Map<String, byte[]> classes = new HashMap<>();
        try {
            for (Map.Entry<String, ClassBytes> entry : compiled.entrySet()) {
                ClassReader reader = new ClassReader(entry.getValue().bytes());
                ClassWriter writer = new StudentClassWriter(shapes);
                reader.accept(new StudentClassAdapter(writer, shapes.get(reader.getClassName())), ClassReader.SKIP_FRAMES);
                classes.put(entry.getKey(), writer.toByteArray());
            }
        } catch (RuntimeException failed) {
            throw found("the lab could not prepare the compiled code to run: " + ProblemText.thrown(failed));
        }
        return classes;
    }
}

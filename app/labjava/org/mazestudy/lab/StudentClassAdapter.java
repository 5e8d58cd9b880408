package org.mazestudy.lab;

import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

// Instruments one student class: every method's calls rewritten
// (StudentMethodRewriter), its digout(int, int) traced (DigoutTracer), and a
// subclass of java.util.Random made a subclass of LabRandom.
final class StudentClassAdapter extends ClassVisitor {
    private final ClassShape shape;

    StudentClassAdapter(ClassVisitor next, ClassShape shape) {
        super(Opcodes.ASM9, next);
        this.shape = shape;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        String parent = StudentMethodRewriter.RANDOM.equals(superName) ? StudentMethodRewriter.LAB_RANDOM : superName;
        super.visit(version, access, name, signature, parent, interfaces);
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
        if (ClassShape.isDigout(access, name, descriptor))
            next = new DigoutTracer(next, (access & Opcodes.ACC_STATIC) != 0, shape.digoutMaxLocals());
        return new StudentMethodRewriter(next);
    }
}

package org.mazestudy.lab;

import java.util.HashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

// What the runner needs to know of a compiled student class before it
// rewrites it: its place in the class hierarchy (for the stack map frames ASM
// computes, and to find the class to run), its constructors, and whether it
// has a digout(int, int) of its own, with the locals that digout uses (the
// tracing's own local goes after them).
record ClassShape(String name, String superName, int access, Set<String> constructors, int digoutMaxLocals) {
    static final int NO_DIGOUT = -1;

    boolean isInterface() {
        return (access & Opcodes.ACC_INTERFACE) != 0;
    }

    boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    boolean declaresDigout() {
        return digoutMaxLocals != NO_DIGOUT;
    }

    static boolean isDigout(int access, String name, String descriptor) {
        return name.equals("digout") && descriptor.equals("(II)V")
            && (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
    }

    static ClassShape of(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        Set<String> constructors = new HashSet<>();
        int[] digoutMaxLocals = {NO_DIGOUT};
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
                if (name.equals("<init>"))
                    constructors.add(descriptor);
                if (!isDigout(access, name, descriptor))
                    return null;
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMaxs(int maxStack, int maxLocals) {
                        digoutMaxLocals[0] = maxLocals;
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return new ClassShape(reader.getClassName(), reader.getSuperName(), reader.getAccess(), Set.copyOf(constructors),
            digoutMaxLocals[0]);
    }
}

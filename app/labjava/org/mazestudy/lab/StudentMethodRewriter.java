package org.mazestudy.lab;

import java.util.Map;
import java.util.Set;

import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

// Rewrites the calls in a student's method that the lab must answer itself:
// the random numbers follow the run's seed (Math.random(), new Random(),
// Collections.shuffle), the JVM is not the student's to end (System.exit), and
// each call of digout, drawblock, delay and drawMessage says which line it came from. Method references
// (Math::random, Random::new) are rewritten as the calls are.
final class StudentMethodRewriter extends MethodVisitor {
    static final String RANDOM = "java/util/Random";
    static final String LAB_RANDOM = "org/mazestudy/lab/LabRandom";
    private static final String HOOKS = "org/mazestudy/lab/LabHooks";

    // owner.name+descriptor of a JDK method -> the hook called in its place,
    // which takes a virtual method's receiver as its first argument.
    private static final Map<String, Handle> REPLACED = Map.of(
        "java/lang/Math.random()D", hook("random", "()D"),
        "java/lang/StrictMath.random()D", hook("random", "()D"),
        "java/util/Collections.shuffle(Ljava/util/List;)V", hook("shuffle", "(Ljava/util/List;)V"),
        "java/util/concurrent/ThreadLocalRandom.current()Ljava/util/concurrent/ThreadLocalRandom;",
        hook("threadLocalRandom", "()Ljava/util/concurrent/ThreadLocalRandom;"),
        "java/lang/System.exit(I)V", hook("systemExit", "(I)V"),
        "java/lang/Runtime.exit(I)V", hook("runtimeExit", "(Ljava/lang/Runtime;I)V"),
        "java/lang/Runtime.halt(I)V", hook("runtimeHalt", "(Ljava/lang/Runtime;I)V"));

    // The lab's calls whose line the stepping editor marks: each says where it came from.
    private static final Set<String> LINED = Set.of(
        "digout(II)V", "drawblock(II)V", "delay(I)V", "drawMessage(Ljava/lang/String;)V");

    private int line;

    StudentMethodRewriter(MethodVisitor next) {
        super(Opcodes.ASM9, next);
    }

    private static Handle hook(String name, String descriptor) {
        return new Handle(Opcodes.H_INVOKESTATIC, HOOKS, name, descriptor, false);
    }

    @Override
    public void visitLineNumber(int line, org.objectweb.asm.Label start) {
        this.line = line;
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        super.visitTypeInsn(opcode, opcode == Opcodes.NEW && type.equals(RANDOM) ? LAB_RANDOM : type);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        Handle hook = REPLACED.get(owner + '.' + name + descriptor);
        if (hook != null) {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, hook.getName(), hook.getDesc(), false);
            return;
        }
        if (LINED.contains(name + descriptor)) {
            super.visitLdcInsn(line);
            super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "callFrom", "(I)V", false);
        }
        // A new Random, or a student's Random subclass calling its superclass,
        // which is now LabRandom.
        boolean makesRandom = opcode == Opcodes.INVOKESPECIAL && owner.equals(RANDOM) && name.equals("<init>");
        super.visitMethodInsn(opcode, makesRandom ? LAB_RANDOM : owner, name, descriptor, isInterface);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
        Object[] rewritten = arguments.clone();
        for (int i = 0; i < rewritten.length; ++i)
            rewritten[i] = rewritten(rewritten[i]);
        super.visitInvokeDynamicInsn(name, descriptor, bootstrap, rewritten);
    }

    @Override
    public void visitLdcInsn(Object value) {
        super.visitLdcInsn(rewritten(value));
    }

    private static Object rewritten(Object constant) {
        if (!(constant instanceof Handle handle))
            return constant;
        if (handle.getTag() == Opcodes.H_NEWINVOKESPECIAL && handle.getOwner().equals(RANDOM))
            return new Handle(Opcodes.H_NEWINVOKESPECIAL, LAB_RANDOM, "<init>", handle.getDesc(), false);
        boolean call = handle.getTag() == Opcodes.H_INVOKESTATIC || handle.getTag() == Opcodes.H_INVOKEVIRTUAL;
        Handle hook = call ? REPLACED.get(handle.getOwner() + '.' + handle.getName() + handle.getDesc()) : null;
        return hook != null ? hook : handle;
    }
}

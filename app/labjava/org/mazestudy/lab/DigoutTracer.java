package org.mazestudy.lab;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

// Wraps a student's digout(int y, int x) as the JavaScript lab's run.js wraps
// digout: LabHooks.enter(y, x) first, kept in a local of its own, and
// LabHooks.leave(recorded, returned) on every way out, a return or an
// exception, through a handler over the whole body that rethrows. The handler
// comes last in the exception table, so the student's own handlers come first.
final class DigoutTracer extends MethodVisitor {
    private static final String HOOKS = "org/mazestudy/lab/LabHooks";

    private final int firstArgument;
    private final int recordedLocal;
    private final Label body = new Label();

    DigoutTracer(MethodVisitor next, boolean isStatic, int recordedLocal) {
        super(Opcodes.ASM9, next);
        this.firstArgument = isStatic ? 0 : 1;
        this.recordedLocal = recordedLocal;
    }

    @Override
    public void visitCode() {
        super.visitCode();
        super.visitVarInsn(Opcodes.ILOAD, firstArgument);
        super.visitVarInsn(Opcodes.ILOAD, firstArgument + 1);
        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "enter", "(II)Z", false);
        super.visitVarInsn(Opcodes.ISTORE, recordedLocal);
        super.visitLabel(body);
    }

    @Override
    public void visitInsn(int opcode) {
        if (opcode == Opcodes.RETURN)
            leave(true);
        super.visitInsn(opcode);
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        Label handler = new Label();
        super.visitTryCatchBlock(body, handler, handler, null);
        super.visitLabel(handler);
        leave(false);
        super.visitInsn(Opcodes.ATHROW);
        super.visitMaxs(maxStack, maxLocals);
    }

    private void leave(boolean returned) {
        super.visitVarInsn(Opcodes.ILOAD, recordedLocal);
        super.visitInsn(returned ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "leave", "(ZZ)V", false);
    }
}

package org.mazestudy.lab;

import java.security.Policy;

// The sandbox: with LabPolicy, code with the student's classes on its stack
// may not read or write files, connect, exit or start threads. Java's own
// checks on threads look only at the system's thread group; these look at
// every group, so that a student's new Thread() is refused too.
// Java 17 still has the security manager (removed in 24): the sandbox
// stands on it until the lab has another.
@SuppressWarnings("removal")
final class LabSecurityManager extends SecurityManager {
    private static final RuntimePermission MODIFY_THREAD = new RuntimePermission("modifyThread");
    private static final RuntimePermission MODIFY_THREAD_GROUP = new RuntimePermission("modifyThreadGroup");

    // False when this Java has no security manager to install: from Java 18
    // it needs -Djava.security.manager=allow, and Java 24 has none.
    static boolean install() {
        try {
            Policy.setPolicy(new LabPolicy());
            System.setSecurityManager(new LabSecurityManager());
            return true;
        } catch (UnsupportedOperationException unsupported) {
            return false;
        }
    }

    @Override
    public void checkAccess(Thread thread) {
        checkPermission(MODIFY_THREAD);
    }

    @Override
    public void checkAccess(ThreadGroup group) {
        checkPermission(MODIFY_THREAD_GROUP);
    }
}

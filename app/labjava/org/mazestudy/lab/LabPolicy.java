package org.mazestudy.lab;

import java.security.Permission;
import java.security.Policy;
import java.security.ProtectionDomain;

// Everything for the JDK and the runner, nothing for the student's classes
// (whose domain has no permissions of its own, StudentLoader.DOMAIN).
@SuppressWarnings("removal")
final class LabPolicy extends Policy {
    @Override
    public boolean implies(ProtectionDomain domain, Permission permission) {
        return domain != StudentLoader.DOMAIN;
    }
}

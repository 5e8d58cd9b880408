#include "backgroundpriority.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    // Nice 10: the GUI and render threads (nice 0) get about ten times the CPU share.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 10);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

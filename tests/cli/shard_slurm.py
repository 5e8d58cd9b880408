#!/usr/bin/python3
"""The small trial of docs/cli.md's Slurm recipe ("Sharded studies on many
machines") run as the docs print it, on a one-node Slurm that the test starts
itself: Debian's munged, slurmctld and slurmd, from a configuration in WORK-DIR
and on this machine's host name, as the test's user, no systemd. shard.sh is
written from the docs' `cat` block and the block's commands run by one /bin/sh
(the merge job needs `$job`) in an empty folder, with mazestudy-cli first on
PATH for the jobs too (sbatch exports the environment). Every job must
complete, the merge after the array's tasks, and the merge must equal the
unsharded study of the same arguments byte for byte (JSON, CSV, heat maps).
Every daemon started is stopped, whatever happens. Where Slurm cannot start
here (a program missing, a daemon not up in time), exits 77, ctest's skip, and
says why.

usage: shard_slurm.py MAZESTUDY-CLI DOCS-DIR WORK-DIR"""
import ctypes
import os
import pwd
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SKIP = 77
START_WAIT, JOBS_WAIT, STOP_WAIT = 30, 180, 15  # seconds
OUTPUTS = ("--json", "--csv", "--heatmap-dir", "--charts-dir", "--comparisons-csv")

cli, docs, work = Path(sys.argv[1]).resolve(), Path(sys.argv[2]), Path(sys.argv[3]).resolve()
began = time.monotonic()


def skip(reason):
    print(f"skipped, Slurm cannot start here: {reason}")
    sys.exit(SKIP)


def tail(path, lines=12):
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


# The trial: the first indented block after the docs name this test.
markdown = (docs / "cli.md").read_text()
section = markdown.split("\n## Sharded studies on many machines", 1)[1].split("\n## ", 1)[0]
found = re.search(r"`shard_slurm`[^$]*?\n\n((?:    .*\n)+)", section)
if not found:
    raise SystemExit("docs/cli.md: no Slurm recipe after the mention of `shard_slurm`")
session = [line[4:] for line in found.group(1).splitlines()]
# A command is a `$ ` line and the lines its backslashes continue; what follows
# up to the next command is its output: the file a `cat` shows.
commands, files = [], {}
for line in session:
    if line.startswith("$ "):
        commands.append(line[2:])
    elif commands[-1].endswith("\\"):
        commands[-1] += "\n" + line
    elif commands[-1].startswith("cat "):
        name = commands[-1][4:].strip()
        files[name] = files.get(name, "") + line + "\n"
    else:
        raise SystemExit(f"docs/cli.md: output after `{commands[-1]}` in the Slurm trial")
if not files or not any(c.startswith("sbatch ") and "--dependency=afterok" in c for c in commands):
    raise SystemExit("docs/cli.md: the Slurm trial lacks its script's `cat` or its afterok merge job")

# On PATH, or where Debian puts the daemons (not on a user's PATH).
search = os.pathsep.join([os.environ.get("PATH", os.defpath), "/usr/sbin", "/sbin"])
programs = {name: shutil.which(name, path=search) for name in
            ("munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "sinfo", "scancel")}
missing = [name for name, path in programs.items() if not path]
if missing:
    skip(f"{', '.join(missing)} not found (Debian's munge and slurm-wlm)")

# This machine as slurmd sees it: its CPUs and memory are the node's.
try:
    hardware = subprocess.run([programs["slurmd"], "-C"], capture_output=True, text=True, timeout=15).stdout
except subprocess.TimeoutExpired:
    hardware = ""
node = " ".join(w for w in hardware.split() if w.split("=")[0] in (
    "CPUs", "Boards", "SocketsPerBoard", "CoresPerSocket", "ThreadsPerCore", "RealMemory"))
if "CPUs=" not in node:
    skip(f"`slurmd -C` gave no hardware: {hardware!r}")

user = pwd.getpwuid(os.getuid()).pw_name
host = socket.gethostname().split(".")[0]
shutil.rmtree(work, ignore_errors=True)
recipe = work / "recipe"
recipe.mkdir(parents=True)
# The daemons' files. Their sockets (munged's, slurmstepd's in the spool) must
# fit a socket's 108 bytes: a deep WORK-DIR gets a short folder in /tmp.
run = work / "slurm"
if len(str(run)) > 60:
    run = Path(tempfile.mkdtemp(prefix="shard_slurm."))
else:
    run.mkdir()
run.chmod(0o755)  # munged wants its socket's folder open to all
for folder in ("state", "spool"):
    (run / folder).mkdir()
(run / "munge").mkdir(mode=0o700)
key = run / "munge" / "munge.key"
key.write_bytes(os.urandom(1024))
key.chmod(0o400)
conf = run / "slurm.conf"
(run / "plugstack.conf").touch()  # no site's SPANK plugins

# Free ports for the controller and the node, not the default ones a real Slurm may hold.
with socket.socket() as a, socket.socket() as b:
    a.bind(("127.0.0.1", 0))
    b.bind(("127.0.0.1", 0))
    ports = a.getsockname()[1], b.getsockname()[1]

# Every SLURM_*/SBATCH_*... variable of the caller (a CI job on a real cluster) is left out.
environment = {k: v for k, v in os.environ.items()
               if not re.match(r"(SLURM|SBATCH|SALLOC|SRUN|SQUEUE|SINFO|SCONTROL)_", k)}
environment.update(SLURM_CONF=str(conf), PATH=os.pathsep.join(
    [str(cli.parent), environment.get("PATH", os.defpath), os.path.dirname(programs["sbatch"])]))


def slurm(program, *words):
    """A Slurm command's result; one that hangs 15 s counts as failed."""
    try:
        return subprocess.run([programs[program], *words], env=environment, capture_output=True, text=True,
                              timeout=15)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(words, -1, "", f"{program}: no answer in 15 s")


# The node is this host by name, reached at 127.0.0.1 whatever the name
# resolves to; both daemons run as the test's user (root in CI); no cgroups,
# no accounting; the scheduler runs as soon as a job ends (batch_sched_delay).
conf.write_text(f"""ClusterName=shardtrial
SlurmctldHost={host}(127.0.0.1)
SlurmctldPort={ports[0]}
SlurmdPort={ports[1]}
SlurmUser={user}
SlurmdUser={user}
AuthType=auth/munge
AuthInfo=socket={run}/munge.socket
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
ReturnToService=2
MinJobAge=3600
MailProg=/bin/true
PlugStackConfig={run}/plugstack.conf
StateSaveLocation={run}/state
SlurmdSpoolDir={run}/spool
SlurmctldPidFile={run}/slurmctld.pid
SlurmdPidFile={run}/slurmd.pid
SlurmctldLogFile={run}/slurmctld.log
SlurmdLogFile={run}/slurmd.log
NodeName={host} NodeAddr=127.0.0.1 {node} State=UNKNOWN
PartitionName=trial Nodes={host} Default=YES MaxTime=INFINITE State=UP
""")

daemons = []  # (name, Popen)


def start(name, *words):
    with open(run / f"{name}.out", "w") as out:
        daemons.append((name, subprocess.Popen(words, env=environment, stdin=subprocess.DEVNULL,
                                               stdout=out, stderr=subprocess.STDOUT)))


def wait_for(what, ready, deadline, on_timeout):
    """Polls ready() until it holds; calls on_timeout(reason) when a daemon has
    ended or the deadline passed."""
    end = time.monotonic() + deadline
    while not ready():
        for name, process in daemons:
            if process.poll() is not None:
                on_timeout(f"{name} ended ({process.returncode}) before {what}:\n{tail(run / f'{name}.out')}")
        if time.monotonic() > end:
            on_timeout(f"no {what} within {deadline} s:\n"
                       + "\n".join(f"{name}: {tail(run / f'{name}.out', 4)}" for name, _ in daemons))
        time.sleep(0.1)


def failure(reason):
    raise SystemExit(reason)


def jobs():
    """Every job the controller knows, as key=value dicts."""
    listing = slurm("scontrol", "show", "job", "--oneliner")
    if listing.returncode != 0:
        failure(f"scontrol show job: {listing.stderr.strip()}")
    return [dict(re.findall(r"(\S+?)=(\S*)", line)) for line in listing.stdout.splitlines() if "JobId=" in line]


def steps():
    """Pids of what runs with this cluster's SLURM_CONF but is neither a daemon
    of the test nor a daemon's child (slurmctld's slurmscriptd): the jobs'
    slurmstepd and their processes."""
    mark, pids, ours = f"\0SLURM_CONF={conf}\0".encode(), [], {os.getpid(), *(p.pid for _, p in daemons)}
    for entry in Path("/proc").iterdir():
        try:
            if (entry.name.isdigit() and int(entry.name) not in ours
                    and mark in b"\0" + (entry / "environ").read_bytes()
                    and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) not in ours):
                pids.append(int(entry.name))
        except OSError:
            pass
    return pids


def reap():
    """Waits for the test's ended children other than its daemons: the jobs'
    slurmstepd, which leave slurmd and come to the test (a subreaper)."""
    ours = {p.pid for _, p in daemons}
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int(entry.name) not in ours:
                state, parent = (entry / "stat").read_text().rsplit(")", 1)[1].split()[:2]
                if state == "Z" and int(parent) == os.getpid():
                    os.waitpid(int(entry.name), os.WNOHANG)
        except OSError:
            pass


def stop():
    """Cancels what is still queued and lets the jobs' steps end, then stops the
    daemons, last started first: SIGTERM, and SIGKILL after STOP_WAIT seconds.
    A step still there after that is killed too. Returns what needed SIGKILL."""
    left = []
    end = time.monotonic() + STOP_WAIT
    if len(daemons) == 3 and all(process.poll() is None for _, process in daemons):
        queued = slurm("squeue", "--noheader", "--format=%A").stdout.split()
        if queued:
            slurm("scancel", *queued)
        while (slurm("squeue", "--noheader").stdout.strip() or steps()) and time.monotonic() < end:
            time.sleep(0.1)
        reap()
    for name, process in reversed(daemons):
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                left.append(name)
    for pid in steps():
        try:
            os.kill(pid, signal.SIGKILL)
            left.append(f"step pid {pid}")
        except OSError:
            pass
    end = time.monotonic() + STOP_WAIT
    while steps() and time.monotonic() < end:
        time.sleep(0.1)
    reap()
    if run.parent != work:
        shutil.rmtree(run, ignore_errors=True)
    if left:
        print(f"needed SIGKILL: {', '.join(left)}", file=sys.stderr)
    return left


# Orphans of the test's daemons (slurmd's slurmstepd) become the test's
# children, so none outlives it unnoticed or lingers unreaped (Linux's prctl).
ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
signal.signal(signal.SIGTERM, lambda *_: failure("terminated"))
signal.signal(signal.SIGHUP, lambda *_: failure("hung up"))
try:
    start("munged", programs["munged"], "--foreground", f"--socket={run}/munge.socket",
          f"--key-file={key}", f"--pid-file={run}/munged.pid", f"--seed-file={run}/munge/munged.seed")
    wait_for("munge socket", lambda: (run / "munge.socket").exists(), START_WAIT, skip)
    start("slurmctld", programs["slurmctld"], "-D", "-f", str(conf))
    wait_for("controller answering `scontrol ping`",
             lambda: "is UP" in slurm("scontrol", "ping").stdout, START_WAIT, skip)
    start("slurmd", programs["slurmd"], "-D", "-f", str(conf))
    wait_for(f"node {host} idle in sinfo",
             lambda: slurm("sinfo", "--noheader", "--format=%T", f"--nodes={host}").stdout.strip() == "idle",
             START_WAIT, skip)
    version = slurm("sinfo", "--version").stdout.strip()

    # The docs' session, verbatim, in one shell.
    for name, text in files.items():
        (recipe / name).write_text(text)
    shell = subprocess.run(["/bin/sh", "-e", "-c", "\n".join(commands)], cwd=recipe, env=environment,
                           capture_output=True, text=True, timeout=60)
    if shell.returncode != 0:
        failure(f"the docs' Slurm trial failed ({shell.returncode}): {shell.stderr}")

    def logs():
        return "".join(f"\n{p.name}: {p.read_text(errors='replace')}" for p in sorted(recipe.glob("slurm-*.out")))

    def ended():
        """Nothing queued but what waits for a job that failed."""
        queue = slurm("squeue", "--noheader", "--format=%r")
        return queue.returncode == 0 and all(r == "DependencyNeverSatisfied" for r in queue.stdout.split())

    wait_for("end of the recipe's jobs", ended, JOBS_WAIT,
             lambda reason: failure(f"{reason}\nsqueue: {slurm('squeue').stdout}{logs()}"))
    records = jobs()
    tasks = [j for j in records if j.get("ArrayTaskId", "N/A") != "N/A"]
    merges = [j for j in records if j.get("ArrayTaskId", "N/A") == "N/A"]
    script = "".join(files.values()).replace("\\\n", " ")
    study = shlex.split(next(line for line in script.splitlines() if "mazestudy-cli study" in line))
    shards = int(study[study.index("--shard") + 1].rsplit("/", 1)[1])
    bad = [f"job {j['JobId']}: {j.get('JobState')} (exit {j.get('ExitCode')})" for j in records
           if j.get("JobState") != "COMPLETED" or j.get("ExitCode") != "0:0"]
    if bad or len(tasks) != shards or len(merges) != 1:
        failure(f"the recipe's jobs ({len(tasks)} array tasks of {shards}, {len(merges)} other): "
                + "; ".join(bad) + logs())
    if merges[0]["StartTime"] < max(t["EndTime"] for t in tasks):
        failure(f"the merge job started at {merges[0]['StartTime']}, before the array's last task ended")

    # The unsharded study: the script's study without the shard and its partial,
    # with the merge's options and its outputs renamed whole-*.
    study = study[study.index("study") + 1:]
    for option in ("--shard", "--json"):
        at = study.index(option)
        del study[at:at + 2]
    merge = shlex.split(shlex.split(next(c for c in commands if "--wrap" in c).replace("\\\n", " "))[-1])
    options = merge[merge.index("merge") + 1:]
    while options and not options[0].startswith("--"):  # the partials
        options.pop(0)
    outputs = {options[i + 1]: options[i] for i in range(0, len(options), 2) if options[i] in OUTPUTS}
    whole = [w if w not in outputs else f"whole-{w}" for w in options]
    subprocess.run([str(cli), "study", *study, *whole], cwd=recipe, check=True)

    parts = sorted((recipe / "parts").glob("part-*.json"))
    failures = [] if len(parts) == shards else [f"the recipe left {len(parts)} partials of {shards}"]
    for name in outputs:
        merged, unsharded = recipe / name, recipe / f"whole-{name}"
        if merged.is_dir():
            names = sorted(p.name for p in merged.iterdir())
            differ = names != sorted(p.name for p in unsharded.iterdir()) or not names or [
                n for n in names if (merged / n).read_bytes() != (unsharded / n).read_bytes()]
            if differ:
                failures.append(f"{name}/: the merge differs from the unsharded study: {differ}")
        elif not merged.exists() or merged.read_bytes() != unsharded.read_bytes():
            failures.append(f"{name}: the merge of {len(parts)} partials differs from the unsharded study")
    if failures:
        failure("\n".join(failures))
    summary = (f"{version} on {host}: array job {tasks[0]['ArrayJobId']} of {shards} shards, then merge job "
               f"{merges[0]['JobId']} after it; the merge equals the unsharded study: {', '.join(outputs)}")
finally:
    left = stop()
if left:
    sys.exit(1)
print(f"{summary}; munged, slurmctld and slurmd stopped ({time.monotonic() - began:.1f} s)")

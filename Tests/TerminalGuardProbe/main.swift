// terminal-guard-probe: runs the terminal guard (CTerminalGuard) in a process of its own, so a
// test can raise a signal in it and look at how it ended and what it wrote (TerminalGuardTests).
//
// stdin and stdout are the terminal under test (a pty). Markers such as "[ready]" go to stdout
// without line breaks, so the terminal's output processing leaves them as they are.
//
//   die SIG [CLEAR]  the guard active, the terminal raw, then SIG raised
//   survive SIG      SIG ignored first (as aichats ignores SIGPIPE and SIGXFSZ), then as `die`,
//                    then a normal exit
//   wake SIG         SIG raised; prints the bytes the self-pipe got
//   lend             SIGINT and SIGQUIT raised while a program has the terminal, then SIGINT after
//   uninstall SIG    the guard installed and taken off again, then SIG raised
//   stop             stops like Ctrl-Z; prints whether a SIGCONT woke it
import CTerminalGuard

#if canImport(Glibc)
import Glibc
#endif

var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)

let arguments = CommandLine.arguments.dropFirst().map { $0 }
let mode = arguments.first ?? ""
let number = arguments.count > 1 ? Int32(arguments[1]) ?? 0 : 0
let wake = Probe.makeWakePipe()

switch mode {
case "die", "survive":
    if mode == "survive" { signal(number, SIG_IGN) }
    aichats_guard_install(wake.write)
    Probe.activate(clear: arguments.count > 2 ? arguments[2] : "")
    Probe.makeTerminalRaw()
    Probe.say("[ready]")
    raise(number)
    Probe.say("[survived]")
    exit(0)
case "wake":
    aichats_guard_install(wake.write)
    raise(number)
    Probe.say("[woke \(Probe.drain(wake.read))]")
case "lend":
    aichats_guard_install(wake.write)
    aichats_guard_ignore_interrupts(1)
    raise(SIGINT)
    raise(SIGQUIT)
    aichats_guard_ignore_interrupts(0)
    raise(SIGINT)
    Probe.say("[woke \(Probe.drain(wake.read))]")
case "uninstall":
    aichats_guard_install(wake.write)
    Probe.activate(clear: "")
    aichats_guard_uninstall()
    Probe.say("[ready]")
    raise(number)
    Probe.say("[survived \(Probe.drain(wake.read))]")
case "stop":
    aichats_guard_install(wake.write)
    Probe.say("[stopping]")
    Probe.say("[continued \(aichats_guard_stop_process())]")
default:
    Probe.say("[unknown mode \(mode)]")
    exit(2)
}

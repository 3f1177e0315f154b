/// A failure at run time: the message goes to stderr and the process exits with `exitCode`
/// (1 for a runtime error, 2 for a wrong setting).
struct RuntimeFailure: Error {
    let message: String
    var exitCode: Int32 = 1
}

/// The session ended because of a quit signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT): after the
/// clean shutdown the process exits with 128 plus its number, as a shell reports it.
struct QuitBySignal: Error {
    let signal: Int32

    var exitCode: Int32 { 128 + signal }
}

/// A command line that parsed but names something that is not there (`render article:999`):
/// exit code 2 and the message on stderr.
struct UsageFailure: Error {
    let message: String
}

/// A failure at run time: exit code 1 and the message on stderr.
struct RuntimeFailure: Error {
    let message: String
}

/// A command line that parsed but names something that is not there (`render article:999`):
/// exit code 2 and the message on stderr.
struct UsageFailure: Error {
    let message: String
}

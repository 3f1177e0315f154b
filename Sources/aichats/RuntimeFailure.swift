/// A failure at run time: exit code 1 and the message on stderr.
struct RuntimeFailure: Error {
    let message: String
}

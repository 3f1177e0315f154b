import Domain

extension Error {
    /// A sentence for the user: a domain error's or a browser failure's own message, otherwise the
    /// error's description.
    public var userMessage: String {
        (self as? BrowserFailure)?.userMessage ?? DomainError.describe(self)
    }
}

import Domain

extension Error {
    /// A sentence for the user: a domain error's own message, otherwise the error's description.
    public var userMessage: String {
        (self as? DomainError)?.message ?? String(describing: self)
    }
}

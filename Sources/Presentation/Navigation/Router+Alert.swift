extension Router {
    /// Carries out the action the user chose in the alert.
    public func perform(_ action: AlertAction) {
        alert = nil
        switch action.effect {
        case .dismiss: break
        case .createAccount(let pending): present(.createAccount(then: pending))
        }
    }
}

extension CaseIterable where Self: Equatable {
    /// The case `step` places after this one in declaration order, wrapping around at both ends
    /// (a colour picker's ←/→, a form's Tab).
    func cycled(by step: Int) -> Self {
        let all = Array(Self.allCases)
        guard let index = all.firstIndex(of: self) else { return self }
        return all[((index + step) % all.count + all.count) % all.count]
    }
}

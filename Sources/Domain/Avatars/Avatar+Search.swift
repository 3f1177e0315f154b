extension Avatar {
    /// What a filter looks in, on every screen that lists avatars (a category, Explore): the
    /// name and the description, which names the kind ("A cat that is…").
    public var searchedText: [String] { [name, description] }
}

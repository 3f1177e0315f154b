import PropertyBased

/// Texts of up to `length` characters drawn from `alphabet`: few distinct characters, so a short
/// query is often in a short text and a search rule meets its matches as often as its misses.
func texts(over alphabet: String, upTo length: Int) -> Generator<String, Generator<Int, Shrink.Integer<Int>>.ArrayShrink> {
    let characters = Array(alphabet)
    return Gen.int(in: 0...(characters.count - 1)).array(of: 0...length).map { String($0.map { characters[$0] }) }
}

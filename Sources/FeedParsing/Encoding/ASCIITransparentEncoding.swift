import Foundation

/// Encodings left to libxml2 (through iconv) because every ASCII character is written in them as
/// its one ASCII byte: the entity scan then sees `<!ENTITY` wherever libxml2 would. Encodings
/// that can write `<` otherwise (UTF-7 writes it `+ADw-`, ISO-2022 and EBCDIC differently) are
/// refused, so that no declaration reaches libxml2 unseen.
enum ASCIITransparentEncoding {
    /// `name` as `XMLEncoding` normalises it: lower case, letters and digits only.
    static func includes(_ name: String) -> Bool {
        families.contains { name.hasPrefix($0) }
    }

    private static let families = [
        "iso8859", "latin", "windows125", "cp125", "xcp125", "koi8", "shiftjis", "sjis", "xsjis",
        "mskanji", "cp932", "windows31j", "eucjp", "xeucjp", "euckr", "cp949", "gb2312", "gbk",
        "cp936", "gb18030", "big5", "cp950", "tis620", "windows874", "cp874", "macintosh",
        "macroman", "xmacroman", "cp437", "cp850", "cp852", "cp866", "ibm437", "ibm850",
        "ibm852", "ibm866", "viscii", "armscii8", "georgianps", "pt154",
    ]
}

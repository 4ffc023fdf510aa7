/// The characters frames are drawn with beyond the data: box edges, arrows and marks, in
/// Unicode, or in ASCII where the locale is not UTF-8 and a terminal would show the bytes of
/// a box as garbage.
public struct Glyphs: Equatable, Sendable {
  /// Corners, top-left, top-right, bottom-left, bottom-right.
  public let corners: [Character]
  /// A horizontal edge.
  public let horizontal: Character
  /// A vertical edge, also the separator between tabs.
  public let vertical: Character
  /// What back points with, as in `‹ Numbers`.
  public let back: String
  /// What ends text cut short.
  public let ellipsis: Character

  /// Box drawing and arrows from Unicode.
  public static let unicode = Glyphs(
    corners: ["┌", "┐", "└", "┘"], horizontal: "─", vertical: "│", back: "‹", ellipsis: "…")
  /// The same in ASCII.
  public static let ascii = Glyphs(
    corners: ["+", "+", "+", "+"], horizontal: "-", vertical: "|", back: "<", ellipsis: "~")

  /// The glyphs for a process whose locale is as `environment` says: Unicode when `LC_ALL`,
  /// `LC_CTYPE` or `LANG` (the first one set, as the C library reads them) names UTF-8.
  public static func forLocale(_ environment: [String: String]) -> Glyphs {
    let locale =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8") ? .unicode : .ascii
  }
}

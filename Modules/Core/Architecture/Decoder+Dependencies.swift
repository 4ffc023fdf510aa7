extension Decoder {
  /// The dependencies a decoder was given in its `userInfo`, under any key, or the defaults:
  /// how a feature's decoding asks a client to check what it decodes (a session, say).
  public var dependencies: Dependencies {
    userInfo.values.lazy.compactMap { $0 as? Dependencies }.first ?? Dependencies()
  }
}

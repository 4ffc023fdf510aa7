import TerminalEditor

extension OutputBuffer {
  /// The app's output at a terminal whose line `prompt` edits: written at once, and through
  /// the prompt, so that output arriving while a person types never lands inside their line.
  convenience init(through prompt: PromptLine) {
    self.init(flushesEveryWrite: true) { bytes throws(Descriptor.WriteError) in
      try prompt.write(bytes)
    }
  }
}
